module.exports = async function platformTeardown() {
  await globalThis.__RDV_PLATFORM__?.stop();
};

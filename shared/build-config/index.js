module.exports = { ...require('./webpack-app'), ...require('./shared-singletons') };

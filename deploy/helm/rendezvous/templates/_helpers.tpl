{{/* Names: <release>-<tier>, labels shared by every object of a tier. */}}
{{- define "rendezvous.fullname" -}}
{{- printf "%s-%s" .root.Release.Name .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "rendezvous.selectorLabels" -}}
app.kubernetes.io/name: rendezvous
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "rendezvous.labels" -}}
{{ include "rendezvous.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end -}}

{{- define "rendezvous.image" -}}
{{- printf "%s/%s:%s" .root.Values.image.registry .name (default .root.Chart.AppVersion .root.Values.image.tag) -}}
{{- end -}}

{{/* A URL inside the cluster: the tier's Service. */}}
{{- define "rendezvous.url" -}}
{{- $port := ternary .root.Values.gateway.port (index .root.Values.services .name | default dict).port (eq .name "gateway") -}}
{{- printf "http://%s:%v" (include "rendezvous.fullname" .) $port -}}
{{- end -}}

{{/* Pod and container security: non-root, read-only root filesystem, no privilege escalation, no capabilities. */}}
{{- define "rendezvous.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
fsGroup: 1000
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "rendezvous.containerSecurityContext" -}}
runAsNonRoot: true
readOnlyRootFilesystem: true
allowPrivilegeEscalation: false
capabilities:
  drop: [ALL]
{{- end -}}

{{/*
The environment of a tier (the gateway or a domain service), for its Deployment and its migration Job alike: its port,
the URLs of what it calls, its database and Redis, the shared and its own secrets (secretKeyRef, never values), its
plain settings. The gateway calls every service, serves the front end from its copy of the released versions
(CDN_DIR, an emptyDir) and shares the release state through its own database and the release bucket (docs/adr/0022).
*/}}
{{- define "rendezvous.serviceEnv" -}}
{{- $root := .root -}}
{{- $svc := .service -}}
- name: NODE_ENV
  value: production
- name: HOST
  value: 0.0.0.0
- name: PORT
  value: {{ $svc.port | quote }}
- name: LOG_LEVEL
  value: {{ $root.Values.podDefaults.logLevel | quote }}
- name: MIGRATIONS
  value: {{ .migrations | quote }}
{{- if eq .name "gateway" }}
{{- range $callee, $_ := $root.Values.services }}
- name: {{ upper $callee }}_URL
  value: {{ include "rendezvous.url" (dict "root" $root "name" $callee) | quote }}
{{- end }}
- name: SHELL_DIR
  value: /srv/cdn/shell
- name: CDN_DIR
  value: /srv/cdn
- name: CDN_ORIGIN
  value: {{ $root.Values.cdn.origin | quote }}
- name: RELEASES_DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.postgres.secretName }}
      key: {{ index $root.Values.postgres.keys "gateway" | default "gateway-url" }}
- name: RELEASES_S3_BUCKET
  value: {{ required "cdn.bucket: the bucket of released versions" $root.Values.cdn.bucket | quote }}
- name: RELEASES_S3_REGION
  value: {{ $root.Values.cdn.region | quote }}
{{- with $root.Values.cdn.endpoint }}
- name: RELEASES_S3_ENDPOINT
  value: {{ . | quote }}
- name: RELEASES_S3_FORCE_PATH_STYLE
  value: "true"
{{- else }}
- name: RELEASES_S3_FORCE_PATH_STYLE
  value: "false"
{{- end }}
- name: RELEASES_S3_ACCESS_KEY_ID
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.secrets.name }}
      key: RELEASES_S3_ACCESS_KEY_ID
- name: RELEASES_S3_SECRET_ACCESS_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.secrets.name }}
      key: RELEASES_S3_SECRET_ACCESS_KEY
{{- else }}
- name: SEED_DEMO_DATA
  value: "false"
- name: PUBLIC_URL
  value: {{ $root.Values.publicUrl | quote }}
{{- range $callee := $svc.calls }}
- name: {{ upper $callee }}_URL
  value: {{ include "rendezvous.url" (dict "root" $root "name" $callee) | quote }}
{{- end }}
{{- end }}
{{- if $svc.callsGateway }}
- name: GATEWAY_URL
  value: {{ include "rendezvous.url" (dict "root" $root "name" "gateway") | quote }}
{{- end }}
{{- if $svc.database }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.postgres.secretName }}
      key: {{ index $root.Values.postgres.keys .name | default (printf "%s-url" .name) }}
{{- end }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.redis.secretName }}
      key: {{ $root.Values.redis.key }}
- name: INTERNAL_TOKEN
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.secrets.name }}
      key: INTERNAL_TOKEN
{{- range $name, $key := $svc.secretEnv }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef:
      name: {{ $root.Values.secrets.name }}
      key: {{ $key }}
{{- end }}
{{- range $name, $value := $svc.env }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- end -}}

{{/*
Probes. Readiness: a domain service's /health (nest-kit HealthController: 503 while its database does not answer), so
a replica that lost its database takes no calls. The gateway's /health sums up every service (503 when one is down):
as its readiness it would take the whole site away for one service's outage, so the gateway's readiness is its
/health/live. Liveness: /health/live on every tier (nest-kit liveness.ts: the event loop answers; a database outage
must not restart every replica); startup allows a slow first start.
*/}}
{{- define "rendezvous.probes" -}}
startupProbe:
  tcpSocket: { port: http }
  periodSeconds: 2
  failureThreshold: 60
readinessProbe:
  httpGet: { path: {{ ternary "/health" "/health/live" (default false .httpReadiness) }}, port: http }
  periodSeconds: 5
  timeoutSeconds: 2
  failureThreshold: 2
livenessProbe:
  httpGet: { path: /health/live, port: http }
  periodSeconds: 10
  timeoutSeconds: 3
  failureThreshold: 6
{{- end -}}

{{- define "rendezvous.metricsIngress" -}}
- from:
    - namespaceSelector:
        matchLabels:
          kubernetes.io/metadata.name: {{ .Values.metrics.scraperNamespace }}
  ports:
    - port: metrics
{{- end -}}

{{/* Trace export of a tier (nest-kit tracing.ts): the SDK's own variables, only when a collector is configured. */}}
{{- define "rendezvous.tracingEnv" -}}
{{- if .Values.tracing.otlpEndpoint }}
- name: OTEL_EXPORTER_OTLP_ENDPOINT
  value: {{ .Values.tracing.otlpEndpoint | quote }}
- name: OTEL_TRACES_SAMPLER
  value: {{ .Values.tracing.sampler | quote }}
- name: OTEL_TRACES_SAMPLER_ARG
  value: {{ .Values.tracing.samplerRatio | quote }}
{{- end }}
{{- end -}}

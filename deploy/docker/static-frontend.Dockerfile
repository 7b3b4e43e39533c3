# One image per front end (the shell or a remote): its production build behind nginx.
# docker build -f deploy/docker/static-frontend.Dockerfile --build-arg APP=mfe-landers .
FROM node:20-slim AS build
ARG APP
WORKDIR /repo
COPY package.json package-lock.json nx.json tsconfig.base.json jest.preset.js ./
COPY shared ./shared
COPY shell ./shell
COPY mfe-landers ./mfe-landers
COPY mfe-members ./mfe-members
COPY mfe-chat ./mfe-chat
COPY mfe-signup ./mfe-signup
COPY mfe-payments ./mfe-payments
COPY mfe-legal ./mfe-legal
RUN npm install --no-audit --no-fund --ignore-scripts
RUN npx nx run ${APP}:build

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
# Versioned remote files never change; the entry files are revalidated. The build's gzip twins go out
# as they are (gzip_static); the stock image has no brotli module, so the .br twins are served by the
# gateway's own static handler (services/gateway/src/web/precompressed.ts), the site's public origin.
RUN printf 'server {\n  listen 8080;\n  root /usr/share/nginx/html;\n  gzip_static on;\n  gzip_vary on;\n  location ~* \\.[0-9a-f]{10}\\.js$ { add_header Cache-Control "public, max-age=31536000, immutable"; add_header Access-Control-Allow-Origin "*"; }\n  location / { add_header Cache-Control "no-cache"; add_header Access-Control-Allow-Origin "*"; }\n}\n' > /etc/nginx/conf.d/default.conf
USER nginx
EXPOSE 8080

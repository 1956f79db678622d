# Multi-stage build: compile everything once, ship only production dependencies and the builds.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/ packages/
COPY backend/package.json backend/
COPY site/package.json site/
COPY backoffice/package.json backoffice/
COPY test/package.json test/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/ packages/
COPY backend/package.json backend/
COPY site/package.json site/
COPY backoffice/package.json backoffice/
COPY test/package.json test/
RUN npm ci --omit=dev --workspace backend --include-workspace-root --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/catalog/dist packages/catalog/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/site/dist site/dist
COPY --from=build /app/site/dist-server site/dist-server
COPY --from=build /app/backoffice/dist backoffice/dist
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]

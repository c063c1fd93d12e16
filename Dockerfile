# The site (API + built web app) as one image: `docker compose up` builds it, see the README.
# Stage 1 installs with the lockfile and builds; stage 2 keeps the production dependencies only.

FROM node:22.22.2-bookworm-slim AS build
WORKDIR /src
RUN npm install --global pnpm@10.34.9
# Manifests first: the dependency layer is reused until the lockfile or a package.json changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY patches patches/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN pnpm install --frozen-lockfile
COPY . .
# The image keeps the production dependencies only (pnpm deploy --prod). The embedded identity
# emulator is for `pnpm start` on a laptop; the image always talks to an identity service (the
# compose stack's, or Amazon Cognito), so cognito-local and the AWS SDK v2 that only it needs
# (about 100 MB) stay out, and so do the cookbook fonts' files the PDF never reads (77 of their
# 90 MB: it reads the WOFF files of three faces, apps/api/src/modules/cookbooks/pdf/fonts.ts).
RUN pnpm exec turbo run build --filter=@family-recipes/api --filter=@family-recipes/web \
 && pnpm --filter @family-recipes/api deploy --prod --legacy /out/app \
 && cp -r apps/web/dist /out/app/web \
 && cp -r apps/web/dist-ssr /out/app/dist-ssr \
 && cd /out/app \
 && rm -rf src tsconfig*.json vitest.config.ts drizzle.config.ts \
 && rm -rf bin node_modules/cognito-local node_modules/.pnpm/cognito-local@* \
    node_modules/.pnpm/aws-sdk@2.* \
 && find node_modules/.pnpm -path '*@fontsource*/files/*' -type f ! -name '*-400-normal.woff' \
    ! -name '*-700-normal.woff' ! -name '*-400-italic.woff' -delete

FROM node:22.22.2-bookworm-slim
# Two malloc arenas: the image library's threads otherwise keep freed memory in one arena each
# (decision 036: a 300-recipe cookbook grows the process by 109 MB instead of 264 MB). Blocks of
# 128 kB and more (photos' pixels) are mapped on their own and unmapped when freed, and free memory
# at the top of the heap is given back from 128 kB: 312 MB settled down to 198 MB on the PostgreSQL
# server after 300 recipes with photos (decision 039).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/web
WORKDIR /app
COPY --from=build /out/app /app
# The app's files stay root-owned and read-only to it; only DATA_DIR is writable.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# A young generation of 3 x 8 MB instead of 3 x 16 MB, and an old generation that grows by 25 %
# over what survives a collection instead of up to 4x: 258 MB peak under load down to about
# 150 MB (decision 022, docs/performance.md). WebAssembly (the embedded engine) compiled once by
# the baseline compiler, never again by the optimising one: about 50 MB less (decision 039).
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=25", "--liftoff-only", "dist/server.js"]

import { Module } from '@nestjs/common';

import { CatalogController } from './catalog.controller.js';
import { ServiceLandingSeoResolver } from './service-landing-seo.resolver.js';

/** Serves the static reference data at `GET /api/catalog`, the place search at `GET /api/catalog/places` and the tags of the service landings. */
@Module({
  controllers: [CatalogController],
  providers: [ServiceLandingSeoResolver],
})
export class CatalogModule {}

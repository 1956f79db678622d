import { Global, Module } from '@nestjs/common';
import { SeoService } from './seo/seo.service.js';

@Global()
@Module({ providers: [SeoService], exports: [SeoService] })
export class WebModule {}

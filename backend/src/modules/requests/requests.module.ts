import { Module } from '@nestjs/common';
import { MyRequestsController, RequestsController } from './requests.controller.js';
import { RequestsService } from './requests.service.js';

/** Requests (jobs) published by clients. */
@Module({
  controllers: [MyRequestsController, RequestsController],
  providers: [RequestsService],
  exports: [RequestsService],
})
export class RequestsModule {}

import { Global, Module } from '@nestjs/common';
import { InsightsProcessor } from './insights.processor.js';
import { InsightsRecorder } from './insights-recorder.js';
import { PeerMediansService } from './peer-medians.service.js';

/**
 * What runs without a company asking: the recorder every public list and the company page count
 * with (one per process, global), and the hourly medians of the groups with their worker. The API
 * and a worker process both load it.
 */
@Global()
@Module({
  providers: [InsightsRecorder, PeerMediansService, InsightsProcessor],
  exports: [InsightsRecorder, PeerMediansService],
})
export class InsightsCoreModule {}

import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators';
import { metricsRegistry } from './metrics';

@ApiTags('health')
@Controller('metrics')
export class MetricsController {
  /** Public like /api/health so Prometheus can scrape it; it carries counters, no business data. */
  @Get()
  @Public()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @ApiOkResponse({ description: 'Prometheus-Textformat', schema: { type: 'string' } })
  getMetrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}

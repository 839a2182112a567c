import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MetricsTokenAccepted, Roles } from '../auth/decorators';
import { Role } from '../auth/role';
import { metricsRegistry } from './metrics';
import { QueueMetrics } from './queue-metrics';

@ApiTags('health')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly queueMetrics: QueueMetrics) {}

  /**
   * Counters and durations only, but they tell an attacker what runs here: operations and
   * administration only, or a scraper with the static METRICS_TOKEN.
   */
  @Get()
  @Roles(Role.Admin, Role.Ops)
  @MetricsTokenAccepted()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @ApiOkResponse({ description: 'Prometheus-Textformat', schema: { type: 'string' } })
  async getMetrics(): Promise<string> {
    const [own, queues] = await Promise.all([metricsRegistry.metrics(), this.queueMetrics.render()]);
    return own + queues;
  }
}

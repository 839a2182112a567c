import { ApiProperty } from '@nestjs/swagger';

export type CheckState = 'up' | 'down';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ example: { database: 'up', redis: 'up', storage: 'up' } })
  checks: Record<'database' | 'redis' | 'storage', CheckState>;

  @ApiProperty({ type: [String], description: 'Namen der nicht erreichbaren Dienste' })
  down: string[];
}

import { Controller, Get } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { DashboardService } from './dashboard.service';
import { DashboardChartsDto } from './dto/dashboard-charts.dto';
import { DashboardDto } from './dto/dashboard.dto';

@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@Roles(Role.Admin)
@Controller('admin/dashboard')
export class DashboardAdminController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOkResponse({ type: DashboardDto })
  getDashboard(): Promise<DashboardDto> {
    return this.dashboard.summary();
  }

  @Get('charts')
  @ApiOkResponse({ type: DashboardChartsDto })
  getDashboardCharts(): Promise<DashboardChartsDto> {
    return this.dashboard.charts();
  }
}

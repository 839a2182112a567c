import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ReceivablesSettingsDto } from './dto/receivables-settings.dto';
import { ReceivablesSettingsService } from './receivables-settings.service';

@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@Roles(Role.Admin)
@Controller('admin/settings/receivables')
export class ReceivablesSettingsController {
  constructor(private readonly settings: ReceivablesSettingsService) {}

  @Get()
  @ApiOkResponse({ type: ReceivablesSettingsDto })
  getReceivablesSettings(): Promise<ReceivablesSettingsDto> {
    return this.settings.get();
  }

  @Put()
  @ApiOkResponse({ type: ReceivablesSettingsDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Widersprüchliche Einstellungen' })
  putReceivablesSettings(@CurrentUser() admin: AuthUser, @Body() body: ReceivablesSettingsDto): Promise<ReceivablesSettingsDto> {
    return this.settings.update(admin, body);
  }
}

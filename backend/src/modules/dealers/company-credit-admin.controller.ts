import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { companyNotFound, CompanyCreditService } from './company-credit.service';
import { CompanyCreditStandingDto, UpdateCompanyCreditDto } from './dto/company-credit.dto';

const CompanyIdPipe = new ParseUUIDPipe({ exceptionFactory: companyNotFound });

/** The dealers tab's 'Kauf auf Rechnung' of one company: allowed or not, payment terms, credit limit. */
@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Firma nicht gefunden' })
@Roles(Role.Admin)
@Controller('admin/companies')
export class CompanyCreditAdminController {
  constructor(private readonly credit: CompanyCreditService) {}

  @Get(':id/credit')
  @ApiOkResponse({ type: CompanyCreditStandingDto })
  getCompanyCreditStanding(@Param('id', CompanyIdPipe) id: string): Promise<CompanyCreditStandingDto> {
    return this.credit.standing(id);
  }

  @Put(':id/credit')
  @ApiOkResponse({ type: CompanyCreditStandingDto })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'Unbekannte Zahlungsbedingung oder ungültiger Betrag' })
  updateCompanyCredit(@CurrentUser() admin: AuthUser, @Param('id', CompanyIdPipe) id: string, @Body() body: UpdateCompanyCreditDto): Promise<CompanyCreditStandingDto> {
    return this.credit.setCredit(admin, id, body);
  }
}

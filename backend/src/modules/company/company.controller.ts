import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CompanyRole } from '../../common/auth/company-role';
import { companyScope } from '../../common/auth/company-scope';
import { AuthUser, CompanyRoles, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CompanyCreditService } from '../dealers/company-credit.service';
import { DealersService } from '../dealers/dealers.service';
import { addressNotFound, CompanyAddressesService } from '../dealers/company-addresses.service';
import { CompanyMembersService, staffNotFound } from '../dealers/company-members.service';
import { DealerProfileDto } from '../dealers/dto/dealer-profile.dto';
import { CompanyAddressDto, CreateCompanyAddressDto, UpdateCompanyAddressDto } from '../dealers/dto/company-address.dto';
import { OwnCreditDto } from '../dealers/dto/company-credit.dto';
import { UpdateDealerProfileDto } from '../dealers/dto/update-dealer-profile.dto';
import { CompanyDto } from './dto/company.dto';
import { InviteStaffDto, StaffMemberDto, UpdateStaffDto } from './dto/staff.dto';
import { StaffService } from './staff.service';

const StaffIdPipe = new ParseUUIDPipe({ exceptionFactory: staffNotFound });
const AddressIdPipe = new ParseUUIDPipe({ exceptionFactory: addressNotFound });

/** The caller's company: everyone in it reads it; the owners change its data and its staff. */
@ApiTags('company')
@Roles(Role.Dealer)
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Keine Firma oder Rolle reicht nicht (nur Inhaber)' })
@Controller('company')
export class CompanyController {
  constructor(
    private readonly dealers: DealersService,
    private readonly staff: StaffService,
    private readonly addresses: CompanyAddressesService,
    private readonly credit: CompanyCreditService,
    private readonly members: CompanyMembersService,
  ) {}

  @Get()
  @ApiOkResponse({ type: CompanyDto })
  async getCompany(@CurrentUser() user: AuthUser): Promise<CompanyDto> {
    return this.companyOf(user, await this.dealers.getOwnProfile(companyScope(user)));
  }

  @Get('credit')
  @ApiOkResponse({ type: OwnCreditDto, description: 'Ob die Kasse Kauf auf Rechnung anbietet, mit Zahlungsbedingung, Limit und dem Grund, wenn nicht' })
  getCompanyCredit(@CurrentUser() user: AuthUser): Promise<OwnCreditDto> {
    return this.credit.ownCredit(companyScope(user).companyId);
  }

  @Patch()
  @CompanyRoles(CompanyRole.Owner)
  @ApiOkResponse({ type: CompanyDto })
  async updateCompany(@CurrentUser() user: AuthUser, @Body() body: UpdateDealerProfileDto): Promise<CompanyDto> {
    return this.companyOf(user, await this.dealers.updateOwnProfile(companyScope(user), body));
  }

  /** The company as the caller sees it: with their role and, as a buyer, their own limits (the cart warns before the checkout). */
  private async companyOf(user: AuthUser, profile: DealerProfileDto): Promise<CompanyDto> {
    const member = user.companyRole === CompanyRole.Buyer ? await this.members.membershipOf(user.id) : null;
    const limited = member && (member.orderLimit !== null || member.monthlyBudget !== null);
    return {
      id: companyScope(user).companyId,
      role: user.companyRole!,
      profile,
      spendingLimits: limited ? { orderLimit: member.orderLimit, monthlyBudget: member.monthlyBudget } : null,
    };
  }

  @Get('staff')
  @CompanyRoles(CompanyRole.Owner)
  @ApiOkResponse({ type: StaffMemberDto, isArray: true })
  getStaff(@CurrentUser() user: AuthUser): Promise<StaffMemberDto[]> {
    return this.staff.list(user);
  }

  @Post('staff')
  @CompanyRoles(CompanyRole.Owner)
  @ApiCreatedResponse({ type: StaffMemberDto, description: 'Eingeladen; die Einladung (7 Tage gültig) geht per E-Mail hinaus' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Für die E-Mail-Adresse besteht schon ein Konto' })
  inviteStaff(@CurrentUser() user: AuthUser, @Body() body: InviteStaffDto): Promise<StaffMemberDto> {
    return this.staff.invite(user, body);
  }

  @Patch('staff/:id')
  @CompanyRoles(CompanyRole.Owner)
  @ApiOkResponse({ type: StaffMemberDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Der letzte Inhaber kann nicht herabgestuft werden' })
  updateStaff(@CurrentUser() user: AuthUser, @Param('id', StaffIdPipe) id: string, @Body() body: UpdateStaffDto): Promise<StaffMemberDto> {
    return this.staff.update(user, id, body);
  }

  @Delete('staff/:id')
  @CompanyRoles(CompanyRole.Owner)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Entfernt; alle Sitzungen der Person sind beendet' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Der letzte Inhaber kann nicht entfernt werden' })
  removeStaff(@CurrentUser() user: AuthUser, @Param('id', StaffIdPipe) id: string): Promise<void> {
    return this.staff.remove(user, id);
  }

  @Get('addresses')
  @ApiOkResponse({ type: CompanyAddressDto, isArray: true, description: 'Standardadresse zuerst' })
  getCompanyAddresses(@CurrentUser() user: AuthUser): Promise<CompanyAddressDto[]> {
    return this.addresses.list(companyScope(user));
  }

  @Post('addresses')
  @CompanyRoles(CompanyRole.Owner)
  @ApiCreatedResponse({ type: CompanyAddressDto, description: 'Die erste Adresse wird Standardadresse' })
  createCompanyAddress(@CurrentUser() user: AuthUser, @Body() body: CreateCompanyAddressDto): Promise<CompanyAddressDto> {
    return this.addresses.create(companyScope(user), body);
  }

  @Patch('addresses/:id')
  @CompanyRoles(CompanyRole.Owner)
  @ApiOkResponse({ type: CompanyAddressDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  updateCompanyAddress(@CurrentUser() user: AuthUser, @Param('id', AddressIdPipe) id: string, @Body() body: UpdateCompanyAddressDto): Promise<CompanyAddressDto> {
    return this.addresses.update(companyScope(user), id, body);
  }

  @Delete('addresses/:id')
  @CompanyRoles(CompanyRole.Owner)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Gelöscht; war es die Standardadresse, wird die älteste übrige Standard' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  deleteCompanyAddress(@CurrentUser() user: AuthUser, @Param('id', AddressIdPipe) id: string): Promise<void> {
    return this.addresses.remove(companyScope(user), id);
  }
}

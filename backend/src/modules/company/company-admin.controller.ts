import { Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Roles } from '../../common/auth/decorators';
import { Role } from '../../common/auth/role';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { personNotFound, PersonLockService } from './person-lock.service';

const PersonIdPipe = new ParseUUIDPipe({ exceptionFactory: personNotFound });

/** The dealers tab: lock a single person of a company (the company itself is approved or rejected). */
@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Nur für Administratoren' })
@Roles(Role.Admin)
@Controller('admin/dealers/people')
export class CompanyAdminController {
  constructor(private readonly locks: PersonLockService) {}

  @Post(':id/lock')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Gesperrt; alle Sitzungen der Person sind beendet' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Bereits gesperrt' })
  lockDealerPerson(@CurrentUser() admin: AuthUser, @Param('id', PersonIdPipe) userId: string): Promise<void> {
    return this.locks.lock(admin, userId);
  }

  @Post(':id/unlock')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Entsperrt; die Person kann sich wieder anmelden' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Nicht gesperrt' })
  unlockDealerPerson(@CurrentUser() admin: AuthUser, @Param('id', PersonIdPipe) userId: string): Promise<void> {
    return this.locks.unlock(admin, userId);
  }
}

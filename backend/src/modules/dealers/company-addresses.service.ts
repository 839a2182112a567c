import { HttpStatus, Injectable } from '@nestjs/common';
import { CompanyScope } from '../../common/auth/company-scope';
import { Environment } from '../../common/config/environment';
import { DeliveryArea, parseDeliveryAreas } from '../../common/delivery/delivery-areas';
import { Transactional, TransactionHost } from '../../common/database/transaction-host';
import { AppError } from '../../common/http/app-error';
import { CompanyAddressDto, CreateCompanyAddressDto, toCompanyAddressDto, UpdateCompanyAddressDto } from './dto/company-address.dto';
import { CompanyAddress } from './entities/company-address.entity';
import { Company } from './entities/company.entity';

export const addressNotFound = () => new AppError(HttpStatus.NOT_FOUND, 'ADDRESS_NOT_FOUND', 'Lieferadresse nicht gefunden.');

const FIELDS = ['recipient', 'contactPerson', 'address', 'postalCode', 'city', 'phone', 'dropShipping'] as const;

/**
 * The company's delivery address book. Every query carries the company scope; the first address becomes
 * the default, a new default takes the mark from the old one, and deleting the default hands it on. Each address
 * says whether it lies in a delivery area: the book keeps one outside (for later), the checkout refuses it.
 */
@Injectable()
export class CompanyAddressesService {
  private readonly areas: DeliveryArea[];

  constructor(
    readonly tx: TransactionHost,
    env: Environment,
  ) {
    this.areas = parseDeliveryAreas(env.DELIVERY_AREAS);
  }

  private toDto = (address: CompanyAddress): CompanyAddressDto => toCompanyAddressDto(address, this.areas);

  async list(scope: CompanyScope): Promise<CompanyAddressDto[]> {
    const addresses = await this.tx.manager.find(CompanyAddress, { where: { ...scope }, order: { isDefault: 'DESC', createdAt: 'ASC', id: 'ASC' } });
    return addresses.map(this.toDto);
  }

  /** One address of the company (checkout picks it by id); another company's id is not found. */
  async get(scope: CompanyScope, id: string): Promise<CompanyAddressDto> {
    return this.toDto(await this.find(scope, id));
  }

  @Transactional()
  async create(scope: CompanyScope, input: CreateCompanyAddressDto): Promise<CompanyAddressDto> {
    await this.lockBook(scope);
    const manager = this.tx.manager;
    const first = !(await manager.existsBy(CompanyAddress, { ...scope }));
    const isDefault = first || input.isDefault === true;
    if (isDefault) await this.clearDefault(scope);
    const values = Object.fromEntries(FIELDS.map((key) => [key, input[key] ?? (key === 'dropShipping' ? false : null)]));
    return this.toDto(await manager.save(manager.create(CompanyAddress, { ...scope, ...values, isDefault })));
  }

  @Transactional()
  async update(scope: CompanyScope, id: string, input: UpdateCompanyAddressDto): Promise<CompanyAddressDto> {
    await this.lockBook(scope);
    const current = await this.find(scope, id);
    const changes: Partial<CompanyAddress> = {};
    for (const key of FIELDS) if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
    // The default moves by marking another one; unmarking alone would leave the book without one.
    if (input.isDefault === true && !current.isDefault) {
      await this.clearDefault(scope);
      changes.isDefault = true;
    }
    if (Object.keys(changes).length > 0) await this.tx.manager.update(CompanyAddress, { id, ...scope }, changes);
    return this.get(scope, id);
  }

  @Transactional()
  async remove(scope: CompanyScope, id: string): Promise<void> {
    await this.lockBook(scope);
    const current = await this.find(scope, id);
    const manager = this.tx.manager;
    await manager.delete(CompanyAddress, { id, ...scope });
    if (!current.isDefault) return;
    const next = await manager.findOne(CompanyAddress, { where: { ...scope }, order: { createdAt: 'ASC', id: 'ASC' } });
    if (next) await manager.update(CompanyAddress, { id: next.id }, { isDefault: true });
  }

  private async find(scope: CompanyScope, id: string): Promise<CompanyAddress> {
    const address = await this.tx.manager.findOneBy(CompanyAddress, { id, ...scope });
    if (!address) throw addressNotFound();
    return address;
  }

  /** Two owners editing the book at once take turns, so the one-default rule never meets a race. */
  private async lockBook(scope: CompanyScope): Promise<void> {
    await this.tx.manager.findOne(Company, { where: { id: scope.companyId }, lock: { mode: 'pessimistic_write' } });
  }

  private async clearDefault(scope: CompanyScope): Promise<void> {
    await this.tx.manager.update(CompanyAddress, { ...scope, isDefault: true }, { isDefault: false });
  }
}

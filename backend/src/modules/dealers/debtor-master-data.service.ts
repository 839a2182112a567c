import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../../common/database/transaction-host';
import { DealerProfile } from './entities/dealer-profile.entity';

/** A dealer company as the books know it: its Debitorennummer, name, address and VAT ID. */
export interface DebtorMasterData {
  debtorNumber: number;
  companyName: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** As entered, e.g. 'DE811569869'. */
  vatId: string;
  email: string;
}

/** Master data of the approved dealer companies for the tax adviser (DATEV Debitoren); it writes nothing. */
@Injectable()
export class DebtorMasterDataService {
  constructor(readonly tx: TransactionHost) {}

  debtors(): Promise<DebtorMasterData[]> {
    return this.tx.manager
      .createQueryBuilder(DealerProfile, 'p')
      .innerJoin('p.company', 'c')
      .innerJoin('p.user', 'u')
      .select('c.debtor_number', 'debtorNumber')
      .addSelect('p.company_name', 'companyName')
      .addSelect('p.address', 'street')
      .addSelect('p.postal_code', 'postalCode')
      .addSelect('p.city', 'city')
      .addSelect('p.ust_id', 'vatId')
      .addSelect('u.email', 'email')
      .where('p.is_approved = true')
      .orderBy('c.debtor_number')
      .getRawMany<DebtorMasterData>();
  }
}

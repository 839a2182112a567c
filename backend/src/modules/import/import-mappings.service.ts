import { Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import { TransactionHost } from '../../common/database/transaction-host';
import { ImportMapping } from './entities/import-mapping.entity';
import { ImportTarget, normaliseHeader, suggestMapping } from './mapping/import-targets';
import { SavedMappingDto } from './dto/import.dto';

export interface MappingOffer {
  mapping: Record<string, ImportTarget>;
  suggestedMappingName: string | null;
  savedMappings: SavedMappingDto[];
}

/** Files with the same header (same names, same order, case and punctuation aside) share saved mappings. */
export function headerKey(columns: string[]): string {
  return createHash('sha256').update(columns.map(normaliseHeader).join('\u0001')).digest('hex');
}

/** Mappings saved under a name (per supplier), offered again when a file with the same header comes. */
@Injectable()
export class ImportMappingsService {
  constructor(readonly tx: TransactionHost) {}

  /** The saved mappings for this header (most recently used first), else the one guessed from the header names. */
  async offerFor(columns: string[]): Promise<MappingOffer> {
    const saved = await this.tx.manager.getRepository(ImportMapping).find({
      where: { headerKey: headerKey(columns) },
      order: { updatedAt: 'DESC' },
      take: 20,
    });
    const savedMappings = saved.map((entry) => ({ name: entry.name, mapping: entry.mapping as Record<string, ImportTarget> }));
    return savedMappings.length
      ? { mapping: savedMappings[0].mapping, suggestedMappingName: savedMappings[0].name, savedMappings }
      : { mapping: suggestMapping(columns), suggestedMappingName: null, savedMappings };
  }

  /** Saves (or replaces) the mapping under its name; joins the caller's transaction. */
  async save(name: string, columns: string[], mapping: Record<string, string>): Promise<void> {
    await this.tx.manager.query(
      `INSERT INTO import_mappings (name, header_key, mapping) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET header_key = EXCLUDED.header_key, mapping = EXCLUDED.mapping, updated_at = now()`,
      [name, headerKey(columns), JSON.stringify(mapping)],
    );
  }
}

import type { EInvoiceFormat, FormatFactoryService, Invoice as EInvoice } from '@e-invoice-eu/core';
import { Logger } from '@nestjs/common';
import type { ValidateFunction } from 'ajv/dist/2019';

/** The two XML flavours we write: EN 16931 (embedded in the PDF as factur-x.xml) and XRechnung 3.0 (download). */
export type EInvoiceFlavour = 'CII' | 'XRECHNUNG-CII';

interface Prepared {
  format: EInvoiceFormat;
  name: string;
  validate: ValidateFunction;
}

/**
 * Writes CII XML through @e-invoice-eu/core. Its InvoiceService compiles the package's JSON schema on
 * every call (about 150 ms); this writer compiles it once per format and process, then validates and
 * writes exactly as InvoiceService does.
 */
export class EInvoiceWriter {
  private readonly logger = new Logger('EInvoice');
  private factory: FormatFactoryService | null = null;
  private readonly prepared = new Map<EInvoiceFlavour, Prepared>();

  async write(flavour: EInvoiceFlavour, data: EInvoice): Promise<string> {
    const { format, name, validate } = await this.prepare(flavour);
    const invoice = structuredClone(data);
    if (!validate(invoice)) {
      throw new Error(`E-Rechnungsdaten ungültig: ${JSON.stringify(validate.errors?.slice(0, 5))}`);
    }
    format.fillInvoiceDefaults(invoice);
    return (await format.generate(invoice, { format: name, lang: 'de' })) as string;
  }

  /** Compiles the package's schema for the flavour (once per process); the package itself loads on first use, not at start-up. */
  async prepare(flavour: EInvoiceFlavour): Promise<Prepared> {
    let prepared = this.prepared.get(flavour);
    if (!prepared) {
      const [{ FormatFactoryService, invoiceSchema }, { default: Ajv2019 }] = await Promise.all([import('@e-invoice-eu/core'), import('ajv/dist/2019')]);
      this.factory ??= new FormatFactoryService();
      const format = this.factory.createFormatService(flavour, {
        log: (message: string) => this.logger.debug(message),
        warn: (message: string) => this.logger.warn(message),
        error: (message: string) => this.logger.error(message),
      });
      const schema = structuredClone(invoiceSchema);
      format.patchSchema(schema);
      const validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
      prepared = { format, name: this.factory.normalizeFormat(flavour), validate };
      this.prepared.set(flavour, prepared);
    }
    return prepared;
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import { Client } from 'minio';
import { Readable } from 'stream';
import { Environment } from '../config/environment';
import { cardSrcSet, cardVariantKey, cardVariantKeys, makeCardVariants, PRODUCT_IMAGE_CACHE_CONTROL } from './product-image-variants';
import { retryOnStaleConnection } from './stale-connection';

/** Product images are public; dealer documents, invoices and import files are private. */
export type BucketKind = 'productImages' | 'dealerDocuments' | 'invoices' | 'imports';

const publicReadPolicy = (bucket: string) => ({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Principal: { AWS: ['*'] }, Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
});

/**
 * Object storage over the S3 API through the `minio` client: real MinIO in deployments, the s3rver
 * stand-in (scripts/lib/s3-stand-in.cjs) locally and in tests. Same code path, same credentials and
 * bucket policies for both.
 */
@Injectable()
export class StorageService implements OnModuleInit {
  readonly client: Client;
  private readonly buckets: Record<BucketKind, string>;
  private readonly publicBaseUrl: string;

  constructor(env: Environment) {
    const endpoint = new URL(env.S3_ENDPOINT);
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: Number(endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80)),
      useSSL: endpoint.protocol === 'https:',
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      region: env.S3_REGION,
      pathStyle: true,
    });
    this.buckets = {
      productImages: env.S3_BUCKET_PRODUCT_IMAGES,
      dealerDocuments: env.S3_BUCKET_DEALER_DOCUMENTS,
      invoices: env.S3_BUCKET_INVOICES,
      imports: env.S3_BUCKET_IMPORTS,
    };
    this.publicBaseUrl = (env.S3_PUBLIC_URL ?? env.S3_ENDPOINT).replace(/\/$/, '');
  }

  async onModuleInit(): Promise<void> {
    await this.ensureBuckets();
  }

  bucketName(kind: BucketKind): string {
    return this.buckets[kind];
  }

  /**
   * Creates the buckets when missing. Product images get an anonymous read policy; the private ones
   * (dealer documents, invoices, import files) lose any policy they may have been given, so only signed
   * requests and presigned links reach them.
   */
  async ensureBuckets(): Promise<void> {
    for (const kind of Object.keys(this.buckets) as BucketKind[]) {
      const bucket = this.buckets[kind];
      if (await retryOnStaleConnection(() => this.client.bucketExists(bucket))) continue;
      // Several API and worker processes start at once: another one may create the bucket in between.
      await retryOnStaleConnection(() => this.client.makeBucket(bucket)).catch(async (error: unknown) => {
        if (!(await retryOnStaleConnection(() => this.client.bucketExists(bucket)))) throw error;
      });
    }
    const policies: [string, string][] = [
      [this.buckets.productImages, JSON.stringify(publicReadPolicy(this.buckets.productImages))],
      [this.buckets.dealerDocuments, ''],
      [this.buckets.invoices, ''],
      [this.buckets.imports, ''],
    ];
    for (const [bucket, policy] of policies) await retryOnStaleConnection(() => this.client.setBucketPolicy(bucket, policy));
  }

  async putObject(kind: BucketKind, key: string, body: Buffer, contentType: string, cacheControl?: string): Promise<void> {
    const meta: Record<string, string> = { 'Content-Type': contentType };
    if (cacheControl) meta['Cache-Control'] = cacheControl;
    await retryOnStaleConnection(() => this.client.putObject(this.buckets[kind], key, body, body.length, meta));
  }

  /** A product image and its card-size WebP variants (product-image-variants.ts), all cacheable for a year. */
  async putProductImage(key: string, body: Buffer, contentType: string): Promise<void> {
    const variants = await makeCardVariants(body);
    await this.putObject('productImages', key, body, contentType, PRODUCT_IMAGE_CACHE_CONTROL);
    for (const { width, body: variant } of variants) {
      await this.putObject('productImages', cardVariantKey(key, width), variant, 'image/webp', PRODUCT_IMAGE_CACHE_CONTROL);
    }
  }

  /** Removes a product image with its variants (missing variants of older images are no error). */
  async removeProductImage(key: string): Promise<void> {
    for (const name of [key, ...cardVariantKeys(key)]) await retryOnStaleConnection(() => this.client.removeObject(this.buckets.productImages, name));
  }

  async getObject(kind: BucketKind, key: string): Promise<Readable> {
    return retryOnStaleConnection(() => this.client.getObject(this.buckets[kind], key));
  }

  async removeObject(kind: BucketKind, key: string): Promise<void> {
    await retryOnStaleConnection(() => this.client.removeObject(this.buckets[kind], key));
  }

  async objectExists(kind: BucketKind, key: string): Promise<boolean> {
    try {
      await retryOnStaleConnection(() => this.client.statObject(this.buckets[kind], key));
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'NotFound' || (error as { code?: string }).code === 'NoSuchKey') return false;
      throw error;
    }
  }

  async getObjectBuffer(kind: BucketKind, key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.getObject(kind, key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** A link valid for a few minutes, for private objects (dealer documents). */
  async presignedDownloadUrl(kind: BucketKind, key: string, fileName: string, seconds = 300): Promise<string> {
    return this.client.presignedGetObject(this.buckets[kind], key, seconds, {
      'response-content-disposition': `inline; filename="${fileName.replace(/[^\w.\- ]/g, '_')}"`,
    });
  }

  /** srcset of the card-size variants of a product image address, null when the address is not ours. */
  cardSrcSet(url: string | undefined): string | null {
    return cardSrcSet(url, this.publicUrl(''));
  }

  /** Public address of an object in the public product-images bucket. */
  publicUrl(key: string): string {
    return `${this.publicBaseUrl}/${this.buckets.productImages}/${key}`;
  }

  async ping(): Promise<void> {
    await retryOnStaleConnection(() => this.client.bucketExists(this.buckets.dealerDocuments));
  }
}

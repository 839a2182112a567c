import standIn from './s3-stand-in.cjs';

/**
 * Starts the local S3 stand-in for MinIO (s3rver behind a signature-checking gateway, data in
 * `directory`). Returns its endpoint and the key pair it accepts (made up unless given).
 */
export const startS3Server = standIn.startS3StandIn;

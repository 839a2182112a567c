import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MailService } from './mail.service';
import { SendMailProcessor } from './send-mail.processor';

/** MailService (outbox) for the API; SendMailProcessor (compose and deliver) runs in the worker. */
@Module({
  imports: [DiscoveryModule],
  providers: [MailService, SendMailProcessor],
  exports: [MailService],
})
export class MailModule {}

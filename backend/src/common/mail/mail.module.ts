import { Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { SendMailHandler } from './send-mail.handler';

/** MailService (enqueue) for the API, SendMailHandler (deliver) for the worker. */
@Module({
  providers: [MailService, SendMailHandler],
  exports: [MailService, SendMailHandler],
})
export class MailModule {}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Documents, Subjects } from '@uw/contracts';
import { ZodPipe } from '@uw/platform';
import { ParseLifecycle } from './parse-lifecycle.service';

@Controller()
export class ParseMessageController {
  constructor(private readonly lifecycle: ParseLifecycle) {}

  @MessagePattern(Subjects.documents.bookSubmit)
  submit(@Payload(new ZodPipe(Documents.SubmitBookMessage, 'message')) message: Documents.SubmitBookMessage) {
    return this.lifecycle.submitBook(message);
  }

  @MessagePattern(Subjects.documents.parseStart)
  start(@Payload(new ZodPipe(Documents.StartParseMessage, 'message')) message: Documents.StartParseMessage) {
    return this.lifecycle.startParse(message.actor, message.book_id, message.limits);
  }

  @MessagePattern(Subjects.documents.parseStop)
  stop(@Payload(new ZodPipe(Documents.BookScopedMessage, 'message')) message: Documents.BookScopedMessage) {
    return this.lifecycle.stopParse(message.org_id, message.book_id);
  }

  @MessagePattern(Subjects.documents.parseStatus)
  status(@Payload(new ZodPipe(Documents.BookScopedMessage, 'message')) message: Documents.BookScopedMessage) {
    return this.lifecycle.status(message.org_id, message.book_id);
  }

  @MessagePattern(Subjects.documents.parseStatuses)
  statuses(@Payload(new ZodPipe(Documents.OrgScopedMessage, 'message')) message: Documents.OrgScopedMessage) {
    return this.lifecycle.statuses(message.org_id);
  }

  @MessagePattern(Subjects.documents.parseContext)
  context(@Payload(new ZodPipe(Documents.ParseJob, 'message')) job: Documents.ParseJob) {
    return this.lifecycle.parseContext(job);
  }

  @MessagePattern(Subjects.documents.parseResult)
  result(@Payload(new ZodPipe(Documents.ParseResultMessage, 'message')) result: Documents.ParseResultMessage) {
    return this.lifecycle.parseResult(result);
  }
}

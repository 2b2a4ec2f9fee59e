import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UnsupportedMediaTypeException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { bodyProblem } from './request-body';
import { FieldErrors } from '../validation/field-errors';

const JSON_ONLY = ['application/json'];

/**
 * Runs before the ValidationPipe on every route. A request body must be JSON, or what the route declares with
 * `@ApiConsumes` (multipart for uploads), so a cross-site HTML form or a text/plain body is refused with 415 instead
 * of being read as an empty body. A JSON body is then screened for what no DTO can accept (see bodyProblem).
 */
@Injectable()
export class RequestBodyInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const accepted =
      this.reflector.getAllAndOverride<string[] | undefined>(DECORATORS.API_CONSUMES, [context.getHandler(), context.getClass()]) ??
      JSON_ONLY;
    const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    const hasBody = chunked !== undefined || (length !== undefined && length !== '0');
    if (hasBody && !request.is(accepted)) throw new UnsupportedMediaTypeException(`Send the request body as ${accepted.join(' or ')}`);
    const problem = bodyProblem(request.body);
    if (problem) {
      throw FieldErrors.of(problem.field, problem.message);
    }
    return next.handle();
  }
}

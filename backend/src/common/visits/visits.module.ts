import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitorKeysModule } from '../http/visitor-keys.module';
import { VisitCount } from './visit-count.entity';
import { VisitCounter } from './visit-counter';

/** The one VisitCounter, for the pages that count visits and the services that count sign-ups. */
@Global()
@Module({ imports: [TypeOrmModule.forFeature([VisitCount]), VisitorKeysModule], providers: [VisitCounter], exports: [VisitCounter] })
export class VisitsModule {}

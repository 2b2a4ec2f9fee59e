import { Module } from '@nestjs/common';
import { VisitorKeys } from './visitor-keys';

/** One VisitorKeys for the modules that count visitors (stories' views, the daily discount). */
@Module({ providers: [VisitorKeys], exports: [VisitorKeys] })
export class VisitorKeysModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FaqEntry } from './entities/faq-entry.entity';
import { FaqController } from './faq.controller';
import { FaqService } from './faq.service';

@Module({
  imports: [TypeOrmModule.forFeature([FaqEntry])],
  controllers: [FaqController],
  providers: [FaqService],
})
export class FaqModule {}

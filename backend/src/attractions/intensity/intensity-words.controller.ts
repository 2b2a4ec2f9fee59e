import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminReplaceSingleton, PublicGet } from '../../common/http/routes.decorator';
import { IntensityWordsDto, IntensityWordsResponseDto } from './intensity-words.dto';
import { IntensityWordsService } from './intensity-words.service';

@ApiTags('attractions')
@Controller('attraction-intensity-words')
export class IntensityWordsController {
  constructor(private readonly words: IntensityWordsService) {}

  @PublicGet('/', {
    summary: 'The words visitors read for each attraction intensity level',
    response: IntensityWordsResponseDto,
    cache: 'intensity-words',
  })
  get(): Promise<IntensityWordsResponseDto> {
    return this.words.get();
  }

  @AdminReplaceSingleton({
    permission: 'attractions',
    summary: 'Replace the words for the intensity levels',
    description: 'All five levels at once, in order; each is trimmed and must be 1 to 40 characters.',
    record: IntensityWordsResponseDto,
  })
  replace(@Body() dto: IntensityWordsDto): Promise<IntensityWordsResponseDto> {
    return this.words.replace(dto);
  }
}

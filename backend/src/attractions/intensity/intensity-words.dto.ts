import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { INTENSITY_RANGE } from '../../common/domain/constants';

const LEVELS = INTENSITY_RANGE.max - INTENSITY_RANGE.min + 1;
export const INTENSITY_WORD_MAX = 40;

/** The first thing wrong with a list of intensity words, or undefined when it is valid. */
export function intensityWordsProblem(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length !== LEVELS) {
    return `Intensity words must be a list of ${LEVELS}, one per level from ${INTENSITY_RANGE.min} to ${INTENSITY_RANGE.max}`;
  }
  const index = value.findIndex(
    (label) => typeof label !== 'string' || label.trim() === '' || [...label.trim()].length > INTENSITY_WORD_MAX,
  );
  return index === -1 ? undefined : `The words for level ${index + INTENSITY_RANGE.min} must be 1 to ${INTENSITY_WORD_MAX} characters`;
}

const EXAMPLE = ['Family friendly', 'Mild scares', 'Scary', 'Very scary', 'Extreme'];

export class IntensityWordsDto {
  @ApiProperty({
    type: String,
    isArray: true,
    minItems: LEVELS,
    maxItems: LEVELS,
    example: EXAMPLE,
    description: `The words for levels ${INTENSITY_RANGE.min} to ${INTENSITY_RANGE.max} in order, each 1 to ${INTENSITY_WORD_MAX} characters`,
  })
  @ValidateBy({
    name: 'intensityWords',
    validator: {
      validate: (value) => intensityWordsProblem(value) === undefined,
      defaultMessage: (args) => intensityWordsProblem(args?.value) ?? 'Intensity words are invalid',
    },
  })
  labels: string[];
}

export class IntensityWordsResponseDto {
  @ApiProperty({
    type: String,
    isArray: true,
    example: EXAMPLE,
    description: `The words for levels ${INTENSITY_RANGE.min} to ${INTENSITY_RANGE.max} in order (the first is level ${INTENSITY_RANGE.min})`,
  })
  labels: string[];
}

import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { BodyOf } from './body-of.decorator';

class NoteDto {}

/** Routes shared by several controllers: the body's type is a type parameter, which TypeScript records as Object. */
function noteRoutes<Note>() {
  class NoteRoutes {
    add(id: number, @BodyOf(NoteDto) note: Note): Note {
      return note;
    }
  }
  return NoteRoutes;
}

describe('BodyOf', () => {
  it('records the DTO class as the type of a body typed by a type parameter', () => {
    expect(Reflect.getMetadata('design:paramtypes', noteRoutes().prototype, 'add')).toEqual([Number, NoteDto]);
  });

  it('reads the parameter from the request body', () => {
    expect(Object.keys(Reflect.getMetadata(ROUTE_ARGS_METADATA, noteRoutes(), 'add'))).toEqual([`${RouteParamtypes.BODY}:1`]);
  });

  it('fails when no parameter types were recorded, rather than let bodies through unvalidated', () => {
    expect(() => BodyOf(NoteDto)({}, 'add', 0)).toThrow('@BodyOf(NoteDto): no design:paramtypes recorded for add');
  });
});

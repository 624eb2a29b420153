import { ApiProperty, DECORATORS } from '@nestjs/swagger';
import { Allow, ArrayMaxSize, Equals, IsArray, IsEmail, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { describeRequestBody } from './request-schemas';

const described = (dto: object, property: string) => Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, (dto as { prototype: object }).prototype, property);

class LineDto {
  @IsInt()
  quantity: number;
}

class OrderDto {
  @IsInt()
  orderId: number;

  @IsOptional()
  @IsString()
  @MaxLength(120)
  name?: string;

  @IsIn(['pickup', 'yandex'])
  deliveryType: string;

  @Equals(true)
  consent: boolean;

  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  images: string[];

  @ApiProperty({ type: [LineDto], description: 'the lines' })
  @IsArray()
  @ValidateNested({ each: true })
  lines: LineDto[];

  @ApiProperty({ type: 'string', example: '/products' })
  @Allow()
  page: unknown;
}

describe('describeRequestBody: the OpenAPI description of a DTO from its class-validator rules', () => {
  beforeAll(() => describeRequestBody(OrderDto));

  it('reads types, limits, optionality and allowed values from the rules', () => {
    expect(described(OrderDto, 'orderId')).toEqual(expect.objectContaining({ type: 'integer' }));
    expect(described(OrderDto, 'orderId').required).toBeUndefined();
    expect(described(OrderDto, 'name')).toEqual(expect.objectContaining({ type: 'string', maxLength: 120, required: false }));
    expect(described(OrderDto, 'deliveryType')).toEqual(expect.objectContaining({ enum: ['pickup', 'yandex'] }));
    expect(described(OrderDto, 'consent')).toEqual(expect.objectContaining({ enum: [true] }));
    expect(described(OrderDto, 'images')).toEqual(expect.objectContaining({ type: 'string', isArray: true, maxItems: 10 }));
  });

  it('keeps what @ApiProperty says by hand and describes nested DTOs too', () => {
    expect(described(OrderDto, 'lines')).toEqual(expect.objectContaining({ type: LineDto, isArray: true, description: 'the lines' }));
    expect(described(LineDto, 'quantity')).toEqual(expect.objectContaining({ type: 'integer' }));
    expect(described(OrderDto, 'page')).toEqual(expect.objectContaining({ type: 'string', example: '/products' }));
  });

  it('refuses a rule it cannot translate, and a field whose type nothing says', () => {
    class WithEmail {
      @IsEmail()
      email: string;
    }
    class Untyped {
      @Allow()
      anything: unknown;
    }
    expect(() => describeRequestBody(WithEmail)).toThrow('no mapping for the class-validator rule "isEmail" on WithEmail.email');
    expect(() => describeRequestBody(Untyped)).toThrow('the rules of Untyped.anything do not say its type');
  });
});

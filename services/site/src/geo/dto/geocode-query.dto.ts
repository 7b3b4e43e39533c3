import { Type } from 'class-transformer';
import { IsLatitude, IsLongitude, IsNumber } from 'class-validator';

export class GeocodeQueryDto {
  @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) @IsLatitude() lat: number;
  @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) @IsLongitude() lon: number;
}

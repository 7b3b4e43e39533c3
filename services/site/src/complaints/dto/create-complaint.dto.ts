import { COMPLAINT_LIMITS, type ComplaintForm } from '@rendezvous/contracts';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsPositive, IsString, Length, MaxLength } from 'class-validator';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

// The form's fields as multipart text parts (the attachment is the file part, checked by the service).
// The messages are the form's own words, shown under the fields.
export class CreateComplaintDto implements ComplaintForm {
  @trimmed() @IsString() @Length(1, COMPLAINT_LIMITS.name, { message: 'Enter your name.' }) name: string;
  @trimmed() @IsEmail({}, { message: 'Invalid email' }) @MaxLength(COMPLAINT_LIMITS.email, { message: 'Invalid email' }) email: string;
  @trimmed() @IsOptional() @IsString() @MaxLength(COMPLAINT_LIMITS.memberName) member_name?: string;
  @trimmed() @IsString() @Length(1, COMPLAINT_LIMITS.subject, { message: 'Enter a subject.' }) subject: string;
  @trimmed()
  @IsString()
  @Length(COMPLAINT_LIMITS.textMin, COMPLAINT_LIMITS.text, { message: `Describe your complaint in ${COMPLAINT_LIMITS.textMin} to ${COMPLAINT_LIMITS.text} characters.` })
  text: string;
  @IsOptional() @Type(() => Number) @IsInt() @IsPositive() reported_member_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @IsPositive() reported_conversation_id?: number;
  /** the page's language, for the confirmation mail; the locale cookie, else English, when missing */
  @IsOptional() @IsString() @Length(2, 5) locale?: string;
}

export class CloseComplaintDto {
  @trimmed() @IsString() @Length(1, 2000, { message: 'Give the reason the complainant will read.' }) reason: string;
}

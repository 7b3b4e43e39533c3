// The profile's value sets are the contract's (one list for the service, the screens and the demo data).
export {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  INTEREST_COUNT,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOOS,
  type BodyType,
  type EyeColour,
  type Gender,
  type HairColour,
  type RelationshipStatus,
  type Sexuality,
  type Tattoos,
} from '@rendezvous/contracts';

import hotelJson from "../../../content/forms/hotel.json" with { type: "json" };
import { formDefinitionSchema } from "../definition.ts";

/** The hotel form as the server and page use it. */
export const hotelForm = formDefinitionSchema.parse(hotelJson);

/** A complete, valid hotel request as the page sends it (test card number 4111 1111 1111 1111). */
export const validHotelFields = {
  first_name: "Alex",
  last_name: "Beispiel",
  telephone: "+49 89 1234567",
  email: "alex@example.org",
  room_type: "double",
  arrival_date: "2025-10-10",
  departure_date: "2025-10-12",
  credit_card_holder: "Alex Beispiel",
  credit_card_number: "4111 1111 1111 1111",
  credit_card_expiry_month: "9",
  credit_card_expiry_year: "2027",
};

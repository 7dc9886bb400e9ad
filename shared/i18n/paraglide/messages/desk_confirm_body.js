/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ student: NonNullable<unknown>, total: NonNullable<unknown>, method: NonNullable<unknown>, classNames: NonNullable<unknown> }} Desk_Confirm_BodyInputs */

const en_desk_confirm_body = /** @type {(inputs: Desk_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.student} paid ${i?.total} (${i?.method}) for ${i?.classNames}.`)
};

const bn_desk_confirm_body = /** @type {(inputs: Desk_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.student} ${i?.classNames} ক্লাসের জন্য ${i?.total} পরিশোধ করেছেন (${i?.method})।`)
};

/**
* | output |
* | --- |
* | "{student} paid {total} ({method}) for {classNames}." |
*
* @param {Desk_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_confirm_body = /** @type {((inputs: Desk_Confirm_BodyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Confirm_BodyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_confirm_body(inputs)
	return en_desk_confirm_body(inputs)
});

/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ student: NonNullable<unknown>, total: NonNullable<unknown>, classNames: NonNullable<unknown> }} Desk_Hand_Back_TextInputs */

const en_desk_hand_back_text = /** @type {(inputs: Desk_Hand_Back_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.student} gets ${i?.total} back at the desk, and their seats in ${i?.classNames} are freed. You won't be able to revert this!`)
};

const bn_desk_hand_back_text = /** @type {(inputs: Desk_Hand_Back_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.student} ডেস্ক থেকে ${i?.total} ফেরত পাবেন, এবং ${i?.classNames} ক্লাসে তাঁর সিট খালি হবে। এটি আর ফেরানো যাবে না!`)
};

/**
* | output |
* | --- |
* | "{student} gets {total} back at the desk, and their seats in {classNames} are freed. You won't be able to revert this!" |
*
* @param {Desk_Hand_Back_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_hand_back_text = /** @type {((inputs: Desk_Hand_Back_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Hand_Back_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_hand_back_text(inputs)
	return en_desk_hand_back_text(inputs)
});

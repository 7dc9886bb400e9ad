/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Auth_Password_RuleInputs */

const en_auth_password_rule = /** @type {(inputs: Auth_Password_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} characters with an uppercase letter, a lowercase letter and one of`)
};

const bn_auth_password_rule = /** @type {(inputs: Auth_Password_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} অক্ষর; তার মধ্যে অন্তত একটি ইংরেজি বড় হাতের অক্ষর (A–Z), একটি ছোট হাতের অক্ষর (a–z) আর এগুলোর যেকোনো একটি:`)
};

/**
* | output |
* | --- |
* | "{min}–{max} characters with an uppercase letter, a lowercase letter and one of" |
*
* @param {Auth_Password_RuleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_password_rule = /** @type {((inputs: Auth_Password_RuleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_RuleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_password_rule(inputs)
	return en_auth_password_rule(inputs)
});

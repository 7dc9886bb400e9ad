/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Desk_Staff_OnlyInputs */

const en_error_desk_staff_only = /** @type {(inputs: Error_Desk_Staff_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the front desk or admins may do that.`)
};

const bn_error_desk_staff_only = /** @type {(inputs: Error_Desk_Staff_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শুধু ফ্রন্ট ডেস্ক বা অ্যাডমিনরা এটি করতে পারেন।`)
};

/**
* | output |
* | --- |
* | "Only the front desk or admins may do that." |
*
* @param {Error_Desk_Staff_OnlyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_desk_staff_only = /** @type {((inputs?: Error_Desk_Staff_OnlyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Desk_Staff_OnlyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_desk_staff_only(inputs)
	return en_error_desk_staff_only(inputs)
});

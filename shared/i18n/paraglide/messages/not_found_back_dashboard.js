/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_Back_DashboardInputs */

const en_not_found_back_dashboard = /** @type {(inputs: Not_Found_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to dashboard`)
};

const bn_not_found_back_dashboard = /** @type {(inputs: Not_Found_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ড্যাশবোর্ডে ফিরে যান`)
};

/**
* | output |
* | --- |
* | "Back to dashboard" |
*
* @param {Not_Found_Back_DashboardInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const not_found_back_dashboard = /** @type {((inputs?: Not_Found_Back_DashboardInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_Back_DashboardInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_not_found_back_dashboard(inputs)
	return en_not_found_back_dashboard(inputs)
});

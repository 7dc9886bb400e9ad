/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Go_To_YoursInputs */

const en_dashboard_go_to_yours = /** @type {(inputs: Dashboard_Go_To_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your dashboard`)
};

const bn_dashboard_go_to_yours = /** @type {(inputs: Dashboard_Go_To_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার ড্যাশবোর্ডে যান`)
};

/**
* | output |
* | --- |
* | "Go to your dashboard" |
*
* @param {Dashboard_Go_To_YoursInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_go_to_yours = /** @type {((inputs?: Dashboard_Go_To_YoursInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Go_To_YoursInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_go_to_yours(inputs)
	return en_dashboard_go_to_yours(inputs)
});

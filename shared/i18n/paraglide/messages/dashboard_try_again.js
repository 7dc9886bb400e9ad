/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Try_AgainInputs */

const en_dashboard_try_again = /** @type {(inputs: Dashboard_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const bn_dashboard_try_again = /** @type {(inputs: Dashboard_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আবার চেষ্টা করুন`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Dashboard_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_try_again = /** @type {((inputs?: Dashboard_Try_AgainInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Try_AgainInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_try_again(inputs)
	return en_dashboard_try_again(inputs)
});

/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Someone_ElseInputs */

const en_dashboard_someone_else = /** @type {(inputs: Dashboard_Someone_ElseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`someone else`)
};

const bn_dashboard_someone_else = /** @type {(inputs: Dashboard_Someone_ElseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অন্য কেউ`)
};

/**
* | output |
* | --- |
* | "someone else" |
*
* @param {Dashboard_Someone_ElseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_someone_else = /** @type {((inputs?: Dashboard_Someone_ElseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Someone_ElseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_someone_else(inputs)
	return en_dashboard_someone_else(inputs)
});

/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, path: NonNullable<unknown> }} Error_No_Such_RouteInputs */

const en_error_no_such_route = /** @type {(inputs: Error_No_Such_RouteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no ${i?.method} ${i?.path}.`)
};

const bn_error_no_such_route = /** @type {(inputs: Error_No_Such_RouteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.method} ${i?.path} বলে কিছু নেই।`)
};

/**
* | output |
* | --- |
* | "There is no {method} {path}." |
*
* @param {Error_No_Such_RouteInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_no_such_route = /** @type {((inputs: Error_No_Such_RouteInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_No_Such_RouteInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_no_such_route(inputs)
	return en_error_no_such_route(inputs)
});

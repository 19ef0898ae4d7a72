package com.taflpost.auth;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.jwt.Claims;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * A verified token's claims, read once and kept as they were read. SmallRye's principal works each claim out again
 * on every read (a claim this server adds, such as a seat's game, costs a thrown and caught exception each time, and
 * the groups a new set), and a request reads several; {@link CachingTokenParser} hands out this copy instead, which the
 * requests of one client share. It answers every read exactly as the token it was made from did.
 */
final class ParsedToken implements JsonWebToken {

    private final String name;
    private final Set<String> groups;
    private final long expires;
    private final long issued;
    private final Map<String, Object> claims;

    ParsedToken(JsonWebToken verified) {
        this.name = verified.getName();
        Set<String> tokenGroups = verified.getGroups();
        this.groups = tokenGroups == null ? Set.of() : Set.copyOf(tokenGroups);
        Map<String, Object> read = new HashMap<>();
        for (String claim : verified.getClaimNames()) {
            Object value = verified.getClaim(claim);
            if (value instanceof Set<?> set) {
                value = Set.copyOf(set);
            }
            if (value != null) {
                read.put(claim, value);
            }
        }
        this.claims = Map.copyOf(read);
        this.expires = verified.getExpirationTime();
        this.issued = seconds(verified.getClaim(Claims.iat.name()));
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public Set<String> getClaimNames() {
        return claims.keySet();
    }

    @SuppressWarnings("unchecked")
    @Override
    public <T> T getClaim(String claimName) {
        return (T) claims.get(claimName);
    }

    @Override
    public Set<String> getGroups() {
        return groups;
    }

    @Override
    public long getExpirationTime() {
        return expires;
    }

    @Override
    public long getIssuedAtTime() {
        return issued;
    }

    /** As the library answers a missing time: 0, where the interface's default would unbox a null. */
    private static long seconds(Object claim) {
        return claim instanceof Number number ? number.longValue() : 0;
    }

    /** Names the holder, never the token's text. */
    @Override
    public String toString() {
        return "ParsedToken{name=" + name + ", groups=" + groups + "}";
    }
}

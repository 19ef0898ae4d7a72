-- GET one path again and again: wrk -s load/get.lua URL -- PATH [IF-NONE-MATCH]
local path, tag

function init(args)
  path = args[1]
  tag = args[2]
end

function request()
  local headers = {}
  if tag and tag ~= "" then
    headers["If-None-Match"] = tag
  end
  return wrk.format("GET", path, headers)
end

done = dofile(os.getenv("LOAD_DIR") .. "/report.lua")
